// Included by recursive-self.slang: includes the test file again.
#include "../recursive-self.slang"
