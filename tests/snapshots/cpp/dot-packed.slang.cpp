tests/compute/dot-packed.slang:17:15: error[NSL3150]: cannot lower to C++: half-precision floats
