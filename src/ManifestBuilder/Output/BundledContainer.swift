import DexModel
import Foundation
import ManifestContainer

extension ManifestBuilder {
    /// What dex embeds for `json`, the generated games.json: its container (src/ManifestContainer), each line
    /// deflated on its own behind an index of the games' slugs. The same games.json and zlib give the same bytes.
    public static func container(of json: Data) throws -> Data {
        let slugs: [String]
        do {
            slugs = try GameManifest.decode(json, file: "generated games.json").games.map(\.slug)
        } catch {
            throw ManifestBuildError.invalidOutput("\(error)")
        }
        do {
            return Data(try ManifestContainer.pack(Array(json), slugs: slugs))
        } catch {
            throw ManifestBuildError.invalidOutput("its container: \(error)")
        }
    }
}
