tests/compute/device-address-inputs.slang:21:1: error[NSL3150]: cannot lower to GLSL: the type ptr<i32, device>
