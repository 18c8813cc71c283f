/**
 * What a signer reads and confirms before signing, kept word for word with the signature: the intent to sign
 * electronically and the agreement to electronic records, as the US ESIGN Act and an eIDAS simple electronic
 * signature expect, and the signer's authority for their company.
 */
export const consentText = (company: string, version: number) =>
  `I, signing for ${company}, intend to sign version ${version} of this charter party electronically. I agree that my electronic signature ` +
  'and the electronic records Fairlead keeps of this contract have the same effect as a handwritten signature and paper records, and I ' +
  `confirm that I am authorised to bind ${company} to it.`;
