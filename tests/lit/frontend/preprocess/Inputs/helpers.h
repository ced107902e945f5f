// Included by macros.slang.
#pragma once
#define SQUARE(x) ((x) * (x))
int helper_triple(int v) { return v * 3; }
