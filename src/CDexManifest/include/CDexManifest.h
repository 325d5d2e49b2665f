#ifndef CDEXMANIFEST_H
#define CDEXMANIFEST_H

#include <stddef.h>

/// The bytes of Resources/games.json.z, the compressed container of games.json, embedded at build time.
const unsigned char *dex_bundled_manifest_container_bytes(void);
size_t dex_bundled_manifest_container_size(void);

#endif
