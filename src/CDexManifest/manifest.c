#include "CDexManifest.h"

// C23 #embed copies the file into the binary at compile time; the path is relative to this file.
// A copy of the `dex` binary therefore needs nothing beside it (SwiftPM resources would).
// The container of Resources/games.json (`make manifest`, src/ManifestContainer): its lines deflated one by one.
static const unsigned char container[] = {
#embed "../../Resources/games.json.z"
};

const unsigned char *dex_bundled_manifest_container_bytes(void) { return container; }
size_t dex_bundled_manifest_container_size(void) { return sizeof(container); }
