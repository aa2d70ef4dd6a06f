import { didWeb, type IssuerTrust, instituteDid } from '../../../domain/credentials/index.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { verifiedInstituteIds } from '../admin/index.ts';
import { validImportedCredentialSkills } from './import-store.ts';
import { publicAddressOf, validCredentialsByEnrollment } from './store.ts';
import { listedDids } from './trust-store.ts';

/**
 * How far we know each issuer (decision 405): `platform` when the DID is an institute of this
 * platform that an admin verified, `listed` when it is on the list of trusted issuers, else
 * `unknown`. Read live, so listing or unlisting an issuer re-scores its credentials at once.
 */
export async function issuerTrustOf(
  db: KyselyDb,
  appUrl: string,
  dids: readonly string[],
): Promise<Map<string, IssuerTrust>> {
  const prefix = `${didWeb(appUrl, ['institutes'])}:`;
  const instituteOf = (did: string) =>
    did.startsWith(prefix) ? did.slice(prefix.length).toLowerCase() : null;
  const institutes = dids.map(instituteOf).filter((id): id is string => !!id);
  const [verified, listed] = await Promise.all([verifiedInstituteIds(db, institutes), listedDids(db, dids)]);
  return new Map(
    dids.map((did): [string, IssuerTrust] => {
      const institute = instituteOf(did);
      if (institute && verified.has(institute)) return [did, 'platform'];
      return [did, listed.has(did) ? 'listed' : 'unknown'];
    }),
  );
}

/** The trust of one issuer. */
export async function issuerTrust(db: KyselyDb, appUrl: string, did: string): Promise<IssuerTrust> {
  return (await issuerTrustOf(db, appUrl, [did])).get(did) ?? 'unknown';
}

/**
 * The credentials behind these users' evidence, with their issuers' trust (decision 405): our own
 * (by enrolment, not revoked) and imported ones (neither revoked nor suspended). Only those of a
 * `platform` or `listed` issuer count; the talent feature turns them into evidence sources.
 */
export async function credentialEvidenceOf(db: KyselyDb, userIds: string[]) {
  const appUrl = publicAddressOf(db);
  const [issued, imported] = await Promise.all([
    validCredentialsByEnrollment(db, userIds),
    validImportedCredentialSkills(db, userIds),
  ]);
  const dids = [
    ...[...issued.values()].map((c) => instituteDid(appUrl, c.instituteId)),
    ...imported.map((c) => c.issuerId),
  ];
  const trust = await issuerTrustOf(db, appUrl, dids);
  return {
    issued: new Map(
      [...issued].map(([enrollmentId, c]) => {
        const did = instituteDid(appUrl, c.instituteId);
        return [enrollmentId, { ...c, did, trust: trust.get(did) ?? ('unknown' as IssuerTrust) }];
      }),
    ),
    imported: imported.map((c) => ({ ...c, trust: trust.get(c.issuerId) ?? ('unknown' as IssuerTrust) })),
  };
}
