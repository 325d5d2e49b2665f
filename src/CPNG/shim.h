#ifndef DEX_CPNG_SHIM_H
#define DEX_CPNG_SHIM_H

#include <png.h>

// libpng's simplified API (png_image) does its setjmp/longjmp inside libpng, so Swift never sees one.
// These wrap what Swift cannot import: macros built from other macros, and a fixed-size char array.

/// PNG_FORMAT_RGBA is (PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA), which Swift does not import.
static inline png_uint_32 dex_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// PNG_IMAGE_VERSION, the value png_image.version must hold before a read begins.
static inline png_uint_32 dex_png_image_version(void) { return PNG_IMAGE_VERSION; }

/// png_image.message is a char[64], imported as a tuple; this hands it back as a C string.
static inline const char *dex_png_image_message(const png_image *image) { return image->message; }

#endif
