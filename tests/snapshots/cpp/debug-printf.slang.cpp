tests/compute/debug-printf.slang:12:5: error[NSL3150]: cannot lower to C++: the op 'gpu.printf'
