// Sample rows for backend tests.
export const validEnquiry = {
  full_name: 'Asha Kulkarni',
  mobile_number: '9876543210',
  email: 'asha.kulkarni@example.com',
  immigration_type: 'Permanent Residency (PR)',
  country_code: '+91',
  message: 'I would like to know about Canada PR.',
}

export const validResume = {
  cloudinary_url: 'https://res.cloudinary.com/demo/raw/upload/v1/resumes/asha.pdf',
  original_filename: 'Asha Kulkarni CV.pdf',
  file_type: 'application/pdf',
  ats_score: 82,
}
