/** The JSON-LD contexts of an Open Badges 3.0 credential: W3C VC 2.0 and Open Badges 3.0.3. */
export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
