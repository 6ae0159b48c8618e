// Stand-in for intake's lead form in Jest (jest.mock('…/shared/intake/IntakeLeadForm')): same anchor and heading, no federation.
export function IntakeLeadForm() {
  return (
    <section id="contact-form" aria-labelledby="lead-form-stub-heading">
      <h2 id="lead-form-stub-heading">Secure a free consultation</h2>
    </section>
  );
}
