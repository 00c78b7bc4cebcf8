import { Alert, Button, Col, Form, Input, Row, Select, Tabs, Tag } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import type { MembershipStatus, ProfileUpdateRequest, User } from '../../../openapi';
import { FormField } from '../../features/account/FormField';
import { noPaste, numberInputProps } from '../../features/account/numberInputProps';
import { DOC_TYPES, SEXES, profileRules } from '../../features/account/rules';
import { ACTIVE_CARD } from '../../../openapi/rules';
import { VerificationView, type VerificationViewProps } from '../../features/account/VerificationView';


export interface ProfilePageViewProps {
  user: User;
  membership: MembershipStatus | null;
  editing: boolean;
  /** The update is on its way ('Guardar' spins; the global overlay says 'Actualizando informacion personal'). */
  saving?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (profile: ProfileUpdateRequest) => void;
  onLogout: () => void;
  /** Shown while the e-mail is not verified. */
  verification?: VerificationViewProps;
  /** What the Mis tickets tab shows. */
  tickets?: React.ReactNode;
  /** What the Mis datos tab shows (issue 32). */
  misDatos?: React.ReactNode;
}

function ClubBadge({ membership }: { membership: MembershipStatus | null }) {
  if (membership?.Estado === ACTIVE_CARD) {
    return (
      <Tag color="purple" className="vz-club-badge">
        Club Vizionarios · Vence el {membership.Vencimiento?.slice(0, 10)}
      </Tag>
    );
  }
  return (
    <Link to="/club-vizionarios">
      <Button type="primary">Únete al Club Vizionarios</Button>
    </Link>
  );
}

function ProfileForm({ user, editing, saving, onEdit, onCancel, onSave }: Pick<ProfilePageViewProps, 'user' | 'editing' | 'saving' | 'onEdit' | 'onCancel' | 'onSave'>) {
  const form = useFormik({
    initialValues: {
      name: user.name,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      birthday: user.birthday,
      sex: user.sex as string,
      changePassword: false,
      password: '',
      confirmPassword: '',
    },
    enableReinitialize: true,
    validationSchema: profileRules,
    onSubmit: (v) =>
      onSave({
        name: v.name.trim(),
        lastname: v.lastname.trim(),
        email: user.email,
        phone: String(v.phone).trim(),
        doc_type: user.doc_type,
        doc_number: user.doc_number,
        birthday: v.birthday,
        sex: v.sex as User['sex'],
        ...(v.changePassword ? { password: v.password } : {}),
      }),
  });
  const field = (name: 'name' | 'lastname' | 'phone' | 'birthday' | 'password' | 'confirmPassword') => ({
    id: `profile-${name}`,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    disabled: !editing,
  });
  const err = (name: keyof typeof form.values) => ({ name: `profile-${name}`, error: form.errors[name] as string | undefined, touched: Boolean(form.touched[name]) || (name.includes('assword') && Boolean(form.values[name])) });
  const cancel = () => {
    form.resetForm();
    onCancel();
  };
  return (
    <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Mi perfil">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField label="Nombre" {...err('name')}>
            <Input {...field('name')} />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Apellido" {...err('lastname')}>
            <Input {...field('lastname')} />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Correo electrónico" name="profile-email">
            <Input id="profile-email" value={user.email} disabled readOnly />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Teléfono" {...err('phone')}>
            <Input {...field('phone')} {...numberInputProps} />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Tipo de documento" name="profile-doc_type">
            <Input id="profile-doc_type" value={DOC_TYPES.find((d) => d.value === user.doc_type)?.label ?? user.doc_type} disabled readOnly />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Número de documento" name="profile-doc_number">
            <Input id="profile-doc_number" value={user.doc_number} disabled readOnly />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Fecha de nacimiento" {...err('birthday')}>
            <Input {...field('birthday')} type="date" />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label="Sexo" {...err('sex')}>
            <Select
              id="profile-sex"
              disabled={!editing}
              value={form.values.sex || undefined}
              options={[...SEXES]}
              onChange={(value) => void form.setFieldValue('sex', value)}
            />
          </FormField>
        </Col>
      </Row>
      {editing ? (
        form.values.changePassword ? (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormField label="Nueva contraseña" {...err('password')}>
                <Input.Password {...field('password')} autoComplete="new-password" />
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField label="Confirmar contraseña" {...err('confirmPassword')}>
                <Input.Password {...field('confirmPassword')} autoComplete="new-password" {...noPaste} />
              </FormField>
            </Col>
          </Row>
        ) : (
          <Button type="link" style={{ paddingLeft: 0, marginBottom: 16 }} onClick={() => void form.setFieldValue('changePassword', true)}>
            Cambiar contraseña
          </Button>
        )
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        {/* Distinct keys: React must not turn the clicked 'Update' <button> into the submit button during
            its own click, or the browser submits the form and edit mode ends at once. */}
        {editing ? (
          <>
            <Button key="save" type="primary" htmlType="submit" loading={saving}>
              Guardar
            </Button>
            <Button key="cancel" onClick={cancel} disabled={saving}>
              Cancelar
            </Button>
          </>
        ) : (
          <Button key="edit" type="primary" onClick={onEdit}>
            Update
          </Button>
        )}
      </div>
    </Form>
  );
}

/** /mi-perfil (spec §2): read and edit mode, club badge, verification, tabs. */
export function ProfilePageView({ user, membership, editing, saving, onEdit, onCancel, onSave, onLogout, verification, tickets, misDatos }: ProfilePageViewProps) {
  return (
    <section className="vz-page vz-profile" aria-labelledby="vz-profile-title" style={{ maxWidth: 900, margin: '0 auto' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
        <h1 id="vz-profile-title">{user.fullname}</h1>
        <ClubBadge membership={membership} />
      </div>
      {verification && user.email_verified_at == null ? (
        <Alert type="warning" style={{ marginBottom: 16 }} title={<VerificationView {...verification} />} />
      ) : null}
      <Tabs
        defaultActiveKey="perfil"
        onChange={(key) => {
          if (key === 'salir') onLogout();
        }}
        items={[
          { key: 'perfil', label: 'Mi perfil', children: <ProfileForm user={user} editing={editing} saving={saving} onEdit={onEdit} onCancel={onCancel} onSave={onSave} /> },
          { key: 'tickets', label: 'Mis tickets', children: tickets ?? <p>No hay tickets disponibles.</p> },
          ...(misDatos ? [{ key: 'mis-datos', label: 'Mis datos', children: misDatos }] : []),
          { key: 'salir', label: 'Cerrar Sesión', children: null },
        ]}
      />
    </section>
  );
}
