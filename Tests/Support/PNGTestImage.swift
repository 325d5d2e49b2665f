import Foundation

/// Writes PNGs without libpng (stored deflate blocks), so the decoder and the download checks are tested
/// against an independent encoder.
public enum PNGTestImage {
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, raw.count - offset)
            zlib.append(offset + n == raw.count ? 1 : 0)
            zlib += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        return encode(width: width, height: height, idat: zlib)
    }

    /// A PNG with every chunk well formed (lengths, CRCs, IEND last) around `idat`, which may be anything: a header
    /// that claims any size, or pixel data that does not decompress.
    public static func encode(width: Int, height: Int, idat: [UInt8]) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", idat)
        png += chunk("IEND", [])
        return Data(png)
    }

    /// Pixels from a picture: each character is one pixel, `.` transparent, others looked up in `colors`.
    public static func pixels(_ rows: [String], _ colors: [Character: (UInt8, UInt8, UInt8)]) -> (
        width: Int, height: Int, rgba: [UInt8]
    ) {
        var rgba: [UInt8] = []
        for row in rows {
            for character in row {
                if let (r, g, b) = colors[character] { rgba += [r, g, b, 255] } else { rgba += [0, 0, 0, 0] }
            }
        }
        return (rows.first?.count ?? 0, rows.count, rgba)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }
}

/// A real PNG: RGBA pixels of one colour.
public func makePNG(width: Int, height: Int) -> [UInt8] {
    [UInt8](
        PNGTestImage.encode(
            width: width, height: height, rgba: Array(repeating: [200, 60, 40, 255], count: width * height).flatMap { $0 }))
}
