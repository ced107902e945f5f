tests/compute/prelude-math.slang:47:12: error[NSL3150]: cannot lower to Metal: 64-bit floats (Metal has none)
