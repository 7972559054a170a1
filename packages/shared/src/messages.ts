/** Validation messages shared by the forms and the API's 422 details, word for word as the specification gives them. */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common',
  passwordsDoNotMatch: 'The passwords do not match',
  confirmationRequired: 'Password confirmation is required',
  addUserConfirmationRequired: 'Please confirm your password',
  fullNameRequired: 'Full Name is required',
  fullNameTooLong: 'Full name must be at most 255 characters',
  profileFullNameTooLong: 'Full name must be at most 30 characters',
  signupFullNameTooShort: 'Full Name must be at least 3 characters',
  titleRequired: 'Title is required',
  titleRequiredOnCreate: 'Title is required.',
  titleTooLong: 'Title must be at most 255 characters',
  descriptionTooLong: 'Description must be at most 255 characters',
  emailTooLong: 'Email must be at most 254 characters',
  textHasNul: 'Text must not contain the NUL character',
  tokenRequired: 'Token is required',
} as const;

/** The `detail` texts of the API's error answers. */
export const errorMessages = {
  notAuthenticated: 'Not authenticated',
  invalidCredentials: 'Could not validate credentials',
  notEnoughPrivileges: "The user doesn't have enough privileges",
  incorrectLogin: 'Incorrect email or password',
  invalidToken: 'Invalid token',
  userNotFound: 'User not found',
  userEmailNotFound: 'The user with this email does not exist in the system.',
  userAlreadyExists: 'The user with this email already exists in the system.',
  emailTaken: 'User with this email already exists',
  incorrectPassword: 'Incorrect password',
  samePassword: 'New password cannot be the same as the current one',
  superuserSelfDelete: 'Super users are not allowed to delete themselves',
  superuserSelfDemote: 'Super users are not allowed to change their own role or status',
  itemNotFound: 'Item not found',
  tooManyRequests: 'Too many requests, please try again later.',
  notFound: 'Not Found',
  malformedJson: 'Malformed JSON in request body',
  unsupportedMediaType: 'Unsupported Media Type',
  payloadTooLarge: 'Request body is too large',
  forbiddenKey: 'Request body contains a forbidden key',
  internal: 'Internal Server Error',
} as const;

/** The `message` texts of the API's success answers. */
export const successMessages = {
  loggedOut: 'Logged out',
  recoveryRequested: 'If that email is registered, we sent a password recovery link',
  passwordUpdated: 'Password updated successfully',
  userDeleted: 'User deleted successfully',
  itemDeleted: 'Item deleted successfully',
  testEmailSent: 'Test email sent',
} as const;
