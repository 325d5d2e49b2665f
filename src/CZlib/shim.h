#ifndef DEX_CZLIB_SHIM_H
#define DEX_CZLIB_SHIM_H

// zlib's one-shot compress2 and uncompress2, for the bundled manifest's container (src/ManifestContainer).
#include <zlib.h>

#endif
