// The hashes tailwindcss-patch uses for cache keys, computed in JavaScript.
const { sha256 } = require('@noble/hashes/sha2')
const { md5, sha1 } = require('@noble/hashes/legacy')
const HASHES = { sha256, md5, sha1 }
const { bytesToHex, utf8ToBytes } = require('@noble/hashes/utils')
exports.createHash = (algorithm) => {
  const fn = HASHES[algorithm]
  if (!fn) throw new Error('Unsupported hash in the playground: ' + algorithm)
  const h = fn.create()
  const api = { update(data) { h.update(typeof data === 'string' ? utf8ToBytes(data) : data); return api }, digest(enc) { const b = h.digest(); return enc === 'hex' ? bytesToHex(b) : b } }
  return api
}
exports.randomUUID = () => self.crypto.randomUUID()
exports.randomBytes = (n) => { const b = new Uint8Array(n); self.crypto.getRandomValues(b); return require('buffer').Buffer.from(b) }
