tests/compute/matrix-componentwise-math.slang:47:30: error[NSL3150]: cannot lower to Metal: the op 'math.f32tof16'
