/**
 * A HEIC file as iPhones save photos: an HEVC-coded image item (640x480) in well-formed HEIF boxes, with made-up coded
 * data. sharp reads its header (format heif, compression hevc) but, like any build without an HEVC decoder, not its
 * pixels.
 */
export function heicPhoto(): Buffer {
  const u32 = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b }
  const u16 = (n: number) => { const b = Buffer.alloc(2); b.writeUInt16BE(n); return b }
  const box = (type: string, ...parts: Buffer[]) => { const body = Buffer.concat(parts); return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]) }
  const full = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts)
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'))
  const hdlr = full('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), u32(0), u32(0), u32(0), Buffer.from([0]))
  const iinf = full('iinf', 0, u16(1), full('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0])))
  // An HEVC decoder configuration record: version 1, Main profile, level 3, no parameter-set arrays.
  const hvcC = box('hvcC', Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 90, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]))
  const iprp = box('iprp', box('ipco', hvcC, full('ispe', 0, u32(640), u32(480))), full('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])))
  const coded = Buffer.alloc(200, 0x55)
  const meta = (offset: number) =>
    full('meta', 0, hdlr, full('pitm', 0, u16(1)), full('iloc', 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(coded.length)), iinf, iprp)
  return Buffer.concat([ftyp, meta(ftyp.length + meta(0).length + 8), box('mdat', coded)])
}
