tests/compute/null-pointers.slang:14:14: error[NSL3150]: cannot lower to Metal: the type ptr<i32, device>
