export { defaultWhyUsReasons, WhyUs, type WhyUsProps, type WhyUsReason } from './WhyUs';
