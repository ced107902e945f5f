tests/compute/byte-address-add-half2.slang:17:5: error[NSL3150]: cannot lower to HLSL: a bitcast of other than 32-bit components
