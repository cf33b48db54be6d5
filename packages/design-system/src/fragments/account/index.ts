export * from './authValidation';
export * from './FormAlert';
export * from './AuthScreen';
export * from './LoginScreen';
export * from './SignUpScreen';
export * from './ForgotPasswordScreen';
export * from './NewPasswordScreen';
