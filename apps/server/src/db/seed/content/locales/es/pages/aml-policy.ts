import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';
import { amount } from '../format.js';

export const amlPolicy: PageTranslation = {
  title: 'Política de prevención del blanqueo de capitales',
  description:
    'Cómo previene Satsino el blanqueo de capitales y la financiación del terrorismo: verificación, supervisión, conservación de registros y comunicación.',
  body: `# Política de prevención del blanqueo de capitales

Satsino no tolera el blanqueo de capitales, la financiación del terrorismo ni ningún uso de nuestro casino para mover fondos procedentes de actividades delictivas. Los pagos en cripto son rápidos y no conocen fronteras, y precisamente por eso nos tomamos esto en serio. Esta política describe los controles que se aplican a todas las cuentas.

## Nuestros compromisos

- Sabemos quiénes son nuestros jugadores, en proporción al riesgo que presenta cada cuenta.
- Supervisamos los depósitos, el juego y las retiradas para detectar actividad que no tenga sentido.
- Conservamos registros que permiten reconstruir cualquier transacción.
- Comunicamos las actividades sospechosas a las autoridades competentes, sin informar de ello a la persona afectada.
- Formamos a nuestro personal para que reconozca las señales de alerta y las escale.

## Verificación

Todos los jugadores verifican una dirección de correo electrónico antes de hacer un depósito o una retirada. Además, se exige la verificación de identidad («Conoce a tu cliente», KYC) cuando se da alguna de estas circunstancias:

- solicitas cambiar los datos personales de tu cuenta;
- tus retiradas, por sí solas o en conjunto, alcanzan un importe que nuestras reglas de riesgo someten a revisión;
- tu actividad no se corresponde con tu perfil, o un pago procede de una fuente de alto riesgo;
- lo exige la legislación de tu país.

La verificación requiere un documento de identidad con fotografía válido (anverso y reverso), un justificante de domicilio reciente y, cuando sea necesario, un justificante del origen de tus fondos, como una nómina, una declaración de la renta o un extracto de un exchange. Las retiradas pueden quedar retenidas hasta que se completen las comprobaciones. Las cuentas cuyo titular se niegue a verificarse se cierran, y los fondos depositados se devuelven a su origen cuando la ley lo permite.

## Supervisión

Nuestros sistemas y nuestro equipo de pagos revisan, entre otras cosas:

- depósitos seguidos de una retirada con poco o ningún juego;
- depósitos fraccionados en importes justo por debajo de los umbrales de revisión;
- varias cuentas que utilizan la misma cartera, el mismo dispositivo o la misma red;
- fondos procedentes de mezcladores, mercados de la darknet, direcciones sancionadas u otras fuentes de alto riesgo señaladas por el análisis de blockchain.

Los depósitos deben ser de al menos ${amount(f.minDeposit)} y cada retirada está limitada a ${amount(f.withdrawalMax)} en la moneda de tu cuenta, salvo que los límites propios de la criptomoneda indiquen otra cosa; solo pagamos las retiradas al titular de la cuenta, en cripto, a una dirección que controle.

## Sanciones

No aceptamos jugadores que figuren en listas de sanciones internacionales ni que residan en países sancionados, y cotejamos a nuestros jugadores con esas listas.

## Conservación de registros

Los documentos de verificación y los registros de transacciones se conservan durante al menos cinco años tras el fin de la relación comercial, de forma segura y con el acceso limitado al personal que los necesita.

## Tu parte

Utiliza solo tus propios fondos y tus propias carteras, mantén tus datos actualizados y responde con prontitud cuando te hagamos preguntas. Si tienes dudas sobre algo que te hayamos solicitado, Atención al cliente te explicará qué se necesita y por qué.
`,
};
