#include "CDexManifest.h"

// C23 #embed copies the file into the binary at compile time; the path is relative to this file.
// A copy of the `dex` binary therefore needs nothing beside it (SwiftPM resources would).
static const unsigned char manifest[] = {
#embed "../../Resources/games.json"
};

const unsigned char *dex_bundled_manifest_bytes(void) { return manifest; }
size_t dex_bundled_manifest_size(void) { return sizeof(manifest); }
