// Builds the playground worker into build-play-worker/ and prints its assets.
import rspackModule from '@rspack/core'
import config from './rspack.config.mjs'

const compiler = rspackModule.rspack(config)
compiler.run((err, stats) => {
  if (err) throw err
  const json = stats.toJson({ all: false, errors: true, assets: true })
  for (const e of json.errors) console.error(e.message)
  for (const a of json.assets) console.log(`${a.name}\t${a.size}`)
  compiler.close(() => { process.exitCode = json.errors.length ? 1 : 0 })
})
