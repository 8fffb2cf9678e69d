import sharp from 'sharp'
const file = process.argv[2]!
const meta = await sharp(file).metadata()
const parts = Number(process.argv[3] ?? 3)
const step = Math.ceil(meta.height! / parts)
for (let i = 0; i < parts; i++) {
  const top = i * step
  await sharp(file).extract({ left: 0, top, width: meta.width!, height: Math.min(step, meta.height! - top) }).toFile(`/tmp/part-${i}.png`)
}
console.log(meta.width, meta.height)
