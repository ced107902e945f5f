tests/compute/matrix-componentwise-math.slang:16:18: error[NSL3150]: cannot lower to GLSL: 'arith.rem' on matrices
