#!/usr/bin/env python3
"""A hand verifier of eddsa-rdfc-2022 Data Integrity proofs, written against the W3C specification
(https://www.w3.org/TR/vc-di-eddsa/#verify-proof-eddsa-rdfc-2022), not against this project's code.

It uses only Debian's python3-pyld (JSON-LD expansion and URDNA2015 / RDFC-1.0 canonicalization)
and python3-cryptography (Ed25519). Nothing is fetched: JSON-LD contexts come from a bundle file
(a JSON object mapping each context URL to its document) and an issuer's DID document either from
the DID itself (did:key) or from a file handed in (did:web and any other method).

Usage:
    verify_eddsa_rdfc_2022.py --contexts contexts.json [--did-doc did.json ...] credential.json ...

Prints one JSON line per credential: {"file", "verified", "error"?, "issuer", "validUntil"?,
"expired"?}; exits 0 when every credential verified, 1 when one did not, 2 on bad usage.
"""

import argparse
import copy
import hashlib
import json
import sys
from datetime import datetime, timezone

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from pyld import jsonld

B58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
ED25519_PUB_PREFIX = bytes([0xED, 0x01])


class VerifyError(Exception):
    pass


def b58decode(text):
    n = 0
    for ch in text:
        i = B58_ALPHABET.find(ch)
        if i < 0:
            raise VerifyError("not base58btc: %r" % ch)
        n = n * 58 + i
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    zeros = len(text) - len(text.lstrip("1"))
    return b"\x00" * zeros + body


def multibase_decode(value):
    if not isinstance(value, str) or not value.startswith("z"):
        raise VerifyError("multibase value is not base58btc ('z'): %r" % value)
    return b58decode(value[1:])


def ed25519_public_key(multikey):
    raw = multibase_decode(multikey)
    if len(raw) != 34 or raw[:2] != ED25519_PUB_PREFIX:
        raise VerifyError("not an Ed25519 Multikey public key")
    return Ed25519PublicKey.from_public_bytes(raw[2:])


def make_loader(contexts):
    def loader(url, options=None):
        if url in contexts:
            return {"contextUrl": None, "documentUrl": url, "document": contexts[url]}
        raise jsonld.JsonLdError(
            "Context not in the local bundle (never fetched): %s" % url,
            "jsonld.LoadDocumentError",
            {"url": url},
            code="loading document failed",
        )

    return loader


def canonical_hash(document, loader):
    nquads = jsonld.normalize(
        document,
        {"algorithm": "URDNA2015", "format": "application/n-quads", "documentLoader": loader},
    )
    if not nquads:
        raise VerifyError("canonicalization produced no statements")
    return hashlib.sha256(nquads.encode("utf-8")).digest()


def find_key(method, issuer, did_docs):
    """The public key of `method`, which must belong to the issuer and be an assertion method."""
    controller = method.split("#", 1)[0]
    if controller != issuer:
        raise VerifyError("verification method %s is not the issuer's (%s)" % (method, issuer))
    if issuer.startswith("did:key:"):
        key = issuer[len("did:key:"):]
        if method != "%s#%s" % (issuer, key):
            raise VerifyError("did:key method fragment is not its key")
        return ed25519_public_key(key)
    doc = did_docs.get(issuer)
    if doc is None:
        raise VerifyError("no DID document given for %s" % issuer)
    assertion = doc.get("assertionMethod", [])
    ids = [m if isinstance(m, str) else m.get("id") for m in assertion]
    if method not in ids:
        raise VerifyError("%s is not an assertionMethod of %s" % (method, issuer))
    for m in doc.get("verificationMethod", []) + [m for m in assertion if isinstance(m, dict)]:
        if m.get("id") == method:
            return ed25519_public_key(m.get("publicKeyMultibase"))
    raise VerifyError("key %s not in the DID document" % method)


def verify(credential, loader, did_docs):
    proofs = credential.get("proof")
    if isinstance(proofs, dict):
        proofs = [proofs]
    if not isinstance(proofs, list) or len(proofs) != 1:
        raise VerifyError("expected exactly one proof")
    proof = proofs[0]
    if proof.get("type") != "DataIntegrityProof" or proof.get("cryptosuite") != "eddsa-rdfc-2022":
        raise VerifyError("not a DataIntegrityProof with cryptosuite eddsa-rdfc-2022")
    if proof.get("proofPurpose") != "assertionMethod":
        raise VerifyError("proofPurpose is not assertionMethod")
    issuer = credential.get("issuer")
    issuer = issuer.get("id") if isinstance(issuer, dict) else issuer
    if not isinstance(issuer, str):
        raise VerifyError("no issuer id")
    key = find_key(proof.get("verificationMethod", ""), issuer, did_docs)
    signature = multibase_decode(proof.get("proofValue"))

    # Spec § 3.3.2–3.3.4: the proof options (without proofValue) under the document's @context,
    # and the document without its proof, each canonicalized (RDFC-1.0) and hashed with SHA-256;
    # the signed data is the proof-options hash followed by the document hash.
    unsecured = {k: v for k, v in credential.items() if k != "proof"}
    options = {k: v for k, v in proof.items() if k != "proofValue"}
    options["@context"] = copy.deepcopy(credential.get("@context"))
    hash_data = canonical_hash(options, loader) + canonical_hash(unsecured, loader)
    try:
        key.verify(signature, hash_data)
    except InvalidSignature:
        raise VerifyError("signature does not verify")
    return issuer


def parse_time(value):
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--contexts", required=True, help="JSON object: context URL -> document")
    parser.add_argument("--did-doc", action="append", default=[], help="a DID document (JSON file)")
    parser.add_argument("credentials", nargs="+")
    args = parser.parse_args(argv)

    with open(args.contexts, encoding="utf-8") as f:
        loader = make_loader(json.load(f))
    did_docs = {}
    for path in args.did_doc:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        did_docs[doc["id"]] = doc

    failed = False
    for path in args.credentials:
        line = {"file": path}
        try:
            with open(path, encoding="utf-8") as f:
                credential = json.load(f)
            line["issuer"] = verify(credential, loader, did_docs)
            line["verified"] = True
            valid_until = credential.get("validUntil") or credential.get("expirationDate")
            if valid_until:
                line["validUntil"] = valid_until
                line["expired"] = parse_time(valid_until) < datetime.now(timezone.utc)
        except Exception as err:  # every failure is a verdict on that one file
            failed = True
            line["verified"] = False
            line["error"] = "%s: %s" % (type(err).__name__, str(err).split("\n")[0])
        print(json.dumps(line), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
