import Testing

@testable import DexModel

#if canImport(Glibc)
import Glibc
#endif

/// `DecimalText.fixed` writes what `printf("%.Nf")` writes (it stands in for Foundation's `String(format:)`).
@Suite struct DecimalTextTests {
    /// glibc's own formatting, in the C locale the test process runs in.
    private func printf(_ value: Double, decimals: Int) -> String {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { out in
                out.withMemoryRebound(to: CChar.self) { vsnprintf($0.baseAddress, $0.count, "%.\(decimals)f", arguments) }
            }
        }
        return String(decoding: buffer.prefix(Int(count)), as: UTF8.self)
    }

    @Test func roundsTheExactBinaryValueHalfToEven() {
        #expect(DecimalText.fixed(9.6, decimals: 1) == "9.6")
        #expect(DecimalText.fixed(0.15, decimals: 1) == "0.1")  // 0.1499999999999999944…
        #expect(DecimalText.fixed(0.25, decimals: 1) == "0.2")  // exactly half: to even
        #expect(DecimalText.fixed(0.35, decimals: 1) == "0.3")  // 0.34999…
        #expect(DecimalText.fixed(2.5, decimals: 0) == "2")
        #expect(DecimalText.fixed(3.5, decimals: 0) == "4")
        #expect(DecimalText.fixed(99.95, decimals: 1) == "100.0")  // 99.9500000000000028…
        #expect(DecimalText.fixed(0, decimals: 2) == "0.00")
        #expect(DecimalText.fixed(1.005, decimals: 2) == "1.00")
        #expect(DecimalText.fixed(-0.04, decimals: 1) == "-0.0")
        #expect(DecimalText.fixed(Double.leastNonzeroMagnitude, decimals: 3) == "0.000")
        #expect(DecimalText.fixed(.nan, decimals: 1) == "nan")
        #expect(DecimalText.fixed(-.infinity, decimals: 1) == "-inf")
    }

    @Test(arguments: [0, 1, 2, 3])
    func matchesPrintf(decimals: Int) {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, 0.5, 1.5, 0.05, 0.125, 0.375, 1023.95, 1e15, 0x1p52 + 1, 0x1p53 + 2, 0x1p62]
        values += (0..<2_000).map { _ in Double.random(in: 0..<200, using: &generator) }
        values += (0..<2_000).map { i in Double(Int.random(in: 0...100_000, using: &generator)) / [8, 10, 20, 1000, 1024][i % 5] }
        values += (0..<500).map { _ in Double.random(in: -1e12..<1e12, using: &generator) }
        for value in values {
            #expect(DecimalText.fixed(value, decimals: decimals) == printf(value, decimals: decimals), "\(value)")
        }
    }
}
