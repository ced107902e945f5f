tests/compute/pointer-cast-generic-type.slang:13:5: error[NSL3150]: cannot lower to C++: the type ptr<i32, device>
