// llama.cpp's C API, from the headers `scripts/setup` links into .llama/include.
#include "../../.llama/include/llama.h"
