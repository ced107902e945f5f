// Part of the include cycle of recursive-include.slang.
#include "cycle-a.h"
int from_b() { return 2; }
