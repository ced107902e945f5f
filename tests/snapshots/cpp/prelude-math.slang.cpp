tests/compute/prelude-math.slang:52:34: error[NSL3150]: cannot lower to C++: the type f16
