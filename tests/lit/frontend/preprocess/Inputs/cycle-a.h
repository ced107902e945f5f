// Included by recursive-include.slang: includes its partner, which
// includes this file again.
#include "cycle-b.h"
int from_a() { return 1; }
