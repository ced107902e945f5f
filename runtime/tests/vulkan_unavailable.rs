//! When no device is usable, opening Vulkan is an error that says why (and
//! tears down what it created without crashing). Its own test binary,
//! because it sets an environment variable.

#[test]
fn no_matching_device_is_an_error() {
    std::env::set_var("NSL_VULKAN_DEVICE", "no device is named like this");
    match nsl_runtime::vulkan::Gpu::open() {
        Ok(gpu) => panic!("opened {}", gpu.name),
        Err(why) => assert!(why.contains("Vulkan"), "{why}"),
    }
}
