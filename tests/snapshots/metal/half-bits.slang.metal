tests/compute/half-bits.slang:19:27: error[NSL3150]: cannot lower to Metal: the op 'math.f32tof16'
