<core-prelude>:626:61: error[NSL3150]: cannot lower to Metal: the op 'math.f32tof16'
