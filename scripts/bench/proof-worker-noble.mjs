// The proof-of-work worker (public/proof-worker.js's protocol) on @noble/hashes' SHA-256,
// for the comparison in scripts/bench/bench-proof.mjs (--proof-compare). MIDSTATE (set by
// the bundler) hashes the salt once and continues a clone of that state for each number.
import { sha256 } from '@noble/hashes/sha2.js';

function solve(challenge, salt, max) {
  var target = new Uint8Array(32);
  for (var i = 0; i < 32; i++) target[i] = parseInt(challenge.slice(i * 2, i * 2 + 2), 16);
  var saltBytes = new Uint8Array(salt.length);
  for (i = 0; i < salt.length; i++) saltBytes[i] = salt.charCodeAt(i) & 0xff;
  var base = MIDSTATE ? sha256.create().update(saltBytes) : null;
  var bytes = new Uint8Array(salt.length + 16);
  bytes.set(saltBytes);
  var digits = new Uint8Array(16);
  var out = new Uint8Array(32);
  for (var n = 0; n <= max; n++) {
    var text = String(n);
    var hash;
    if (MIDSTATE) {
      for (var j = 0; j < text.length; j++) digits[j] = text.charCodeAt(j);
      base.clone().update(digits.subarray(0, text.length)).digestInto(out);
      hash = out;
    } else {
      for (j = 0; j < text.length; j++) bytes[salt.length + j] = text.charCodeAt(j);
      hash = sha256(bytes.subarray(0, salt.length + text.length));
    }
    for (j = 0; j < 32 && hash[j] === target[j]; j++);
    if (j === 32) return n;
  }
  return null;
}

self.onmessage = function (event) {
  var c = event.data;
  var started = Date.now();
  var ok = typeof c.salt === 'string' && c.salt.length <= 100 && /^[0-9a-f]{64}$/.test(c.challenge);
  self.postMessage({ number: ok ? solve(c.challenge, c.salt, c.maxnumber || 1e6) : null, took: Date.now() - started });
};
