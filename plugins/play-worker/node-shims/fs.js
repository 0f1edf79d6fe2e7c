// An in-memory file system holding only the package manifests that weapp-tailwindcss reads to find Tailwind CSS.
const { Volume, createFsFromVolume } = require('memfs')
const vol = Volume.fromJSON({
  '/node_modules/tailwindcss/package.json': JSON.stringify(require('tailwindcss/package.json')),
  '/node_modules/weapp-tailwindcss/package.json': JSON.stringify(require('weapp-tailwindcss/package.json')),
  '/package.json': '{"name":"play"}',
})
const memory = createFsFromVolume(vol)
// graceful-fs copies property descriptors; plain values keep memfs's stream getters bound to their own object.
const fs = {}
for (const key of Object.keys(memory)) fs[key] = memory[key]
fs.realpath.native = fs.realpath
fs.realpathSync.native = fs.realpathSync
module.exports = fs
