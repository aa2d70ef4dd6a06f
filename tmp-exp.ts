import fs from 'node:fs';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { signCredential, verifyCredentialProof, didDocument } from './src/server/features/credentials/signing.ts';
const pair = await Ed25519Multikey.generate();
const k = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
const did = `did:key:${k.publicKeyMultibase}`;
let ok = 0;
for (const f of fs.readdirSync('src/server/test/fixtures/edubadges/credentials')) {
  const c = JSON.parse(fs.readFileSync(`src/server/test/fixtures/edubadges/credentials/${f}`, 'utf8'));
  c.issuer.id = did; c['@context'].push('https://purl.imsglobal.org/spec/ob/v3p0/extensions.json');
  try {
    const s = await signCredential(c, k as any);
    const r = await verifyCredentialProof(s, async (d) => d === did ? didDocument(did, [k.publicKeyMultibase as string]) : undefined);
    if (r.valid) ok++; else console.log(f, r);
  } catch (e) { console.log(f, String(e).slice(0, 300)); }
}
console.log('ok', ok);
// VC 1.1
const v1 = { '@context': ['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json', 'https://w3id.org/security/data-integrity/v2'], id: 'urn:uuid:2c2f7bb4-1111-4222-8333-444455556666', type: ['VerifiableCredential', 'OpenBadgeCredential'], name: 'X', issuer: { id: did, type: 'Profile', name: 'Iemand' }, issuanceDate: '2024-01-01T00:00:00Z', credentialSubject: { type: 'AchievementSubject', achievement: { id: 'https://x.example/a', type: 'Achievement', name: 'A', description: 'd', criteria: { narrative: 'n' } } } };
try {
  const s = await signCredential(v1 as any, k as any);
  console.log('v1', JSON.stringify(s['@context']), await verifyCredentialProof(s, async (d) => d === did ? didDocument(did, [k.publicKeyMultibase as string]) : undefined));
} catch (e) { console.log('v1', String(e).slice(0, 500)); }
