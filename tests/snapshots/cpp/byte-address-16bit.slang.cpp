tests/compute/byte-address-16bit.slang:36:19: error[NSL3150]: cannot lower to C++: the type f16
