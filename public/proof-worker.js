// Proof of work for the lead forms (lib/forms/proof.ts): finds n in [0, max]
// with SHA-256(salt + n) = challenge (the ALTCHA protocol). Plain synchronous
// SHA-256 for short ASCII input: far faster per hash than crypto.subtle's
// promises. Served from the site itself (CSP worker-src 'self'); no eval, no
// WebAssembly.
(function () {
'use strict';
var K = new Int32Array([
  0x428a2f98, 0x71374491, -0x4a3f0431, -0x164a245b, 0x3956c25b, 0x59f111f1, -0x6dc07d5c, -0x54e3a12b, -0x27f85568, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, -0x7f214e02, -0x6423f959, -0x3e640e8c,
  -0x1b64963f, -0x1041b87a, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, -0x67c1aeae, -0x57ce3993, -0x4ffcd838, -0x40a68039, -0x391ff40d, -0x2a586eb9, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, -0x7e3d36d2, -0x6d8dd37b, -0x5d40175f, -0x57e599b5, -0x3db47490, -0x3893ae5d, -0x2e6d17e7, -0x2966f9dc, -0xbf1ca7b, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, -0x7b3787ec, -0x7338fdf8, -0x6f410006, -0x5baf9315, -0x41065c09, -0x398e870e,
]);
var W = new Int32Array(64);
var H = new Int32Array(8);

function digest(bytes, length) {
  // One or two 64-byte blocks: the message, 0x80, zeros, the bit length.
  var blocks = length + 9 <= 64 ? 1 : 2;
  var total = blocks * 64;
  for (var i = length; i < total; i++) bytes[i] = 0;
  bytes[length] = 0x80;
  var bits = length * 8;
  bytes[total - 1] = bits & 0xff;
  bytes[total - 2] = (bits >>> 8) & 0xff;
  H[0] = 0x6a09e667; H[1] = -0x4498517b; H[2] = 0x3c6ef372; H[3] = -0x5ab00ac6;
  H[4] = 0x510e527f; H[5] = -0x64fa9774; H[6] = 0x1f83d9ab; H[7] = 0x5be0cd19;
  for (var b = 0; b < blocks; b++) {
    var o = b * 64;
    for (var t = 0; t < 16; t++) W[t] = (bytes[o + t * 4] << 24) | (bytes[o + t * 4 + 1] << 16) | (bytes[o + t * 4 + 2] << 8) | bytes[o + t * 4 + 3];
    for (t = 16; t < 64; t++) {
      var w15 = W[t - 15], w2 = W[t - 2];
      var s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      var s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
    }
    var a = H[0], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7], bb = H[1];
    for (t = 0; t < 64; t++) {
      var S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      var t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[t] + W[t]) | 0;
      var S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      var t2 = (S0 + ((a & bb) ^ (a & c) ^ (bb & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = bb; bb = a; a = (t1 + t2) | 0;
    }
    H[0] = (H[0] + a) | 0; H[1] = (H[1] + bb) | 0; H[2] = (H[2] + c) | 0; H[3] = (H[3] + d) | 0;
    H[4] = (H[4] + e) | 0; H[5] = (H[5] + f) | 0; H[6] = (H[6] + g) | 0; H[7] = (H[7] + h) | 0;
  }
}

function solve(challenge, salt, max) {
  var target = new Int32Array(8);
  for (var i = 0; i < 8; i++) target[i] = parseInt(challenge.slice(i * 8, i * 8 + 8), 16) | 0;
  var bytes = new Uint8Array(128);
  for (i = 0; i < salt.length; i++) bytes[i] = salt.charCodeAt(i) & 0xff;
  for (var n = 0; n <= max; n++) {
    var digits = String(n);
    for (var j = 0; j < digits.length; j++) bytes[salt.length + j] = digits.charCodeAt(j);
    digest(bytes, salt.length + digits.length);
    if (H[0] === target[0] && H[1] === target[1] && H[2] === target[2] && H[3] === target[3] && H[4] === target[4] && H[5] === target[5] && H[6] === target[6] && H[7] === target[7]) return n;
  }
  return null;
}

self.onmessage = function (event) {
  var c = event.data;
  var started = Date.now();
  var ok = typeof c.salt === 'string' && c.salt.length <= 100 && /^[0-9a-f]{64}$/.test(c.challenge);
  self.postMessage({ number: ok ? solve(c.challenge, c.salt, c.maxnumber || 1e6) : null, took: Date.now() - started });
};
})();
