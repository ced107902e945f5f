tests/compute/pointer-array-local.slang:11:5: error[NSL3150]: cannot lower to Metal: the type ptr<i32, device>
