tests/compute/null-pointers.slang:14:14: error[NSL3150]: cannot lower to HLSL: the type ptr<i32, device>
