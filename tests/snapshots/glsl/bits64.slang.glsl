tests/compute/bits64.slang:18:27: error[NSL3150]: cannot lower to GLSL: 'math.countbits' of 64-bit integers
