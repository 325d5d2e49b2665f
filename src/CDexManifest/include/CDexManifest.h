#ifndef CDEXMANIFEST_H
#define CDEXMANIFEST_H

#include <stddef.h>

/// The bytes of Resources/games.json, embedded at build time.
const unsigned char *dex_bundled_manifest_bytes(void);
size_t dex_bundled_manifest_size(void);

#endif
